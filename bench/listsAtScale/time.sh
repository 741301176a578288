#!/bin/bash
# Median of 5 EXPLAIN ANALYZE execution times per statement, and whether the plan sorts.
db=$1
while IFS='|' read -r name stmt; do
  [[ $name == --* || -z $name ]] && continue
  times=(); for i in 1 2 3 4 5; do
    out=$(psql -h /var/run/postgresql "$db" -Atc "explain (analyze) $stmt")
    times+=($(echo "$out" | sed -n 's/Execution Time: \([0-9.]*\) ms/\1/p'))
  done
  med=$(printf '%s\n' "${times[@]}" | sort -n | sed -n 3p)
  sorts=$(echo "$out" | grep -c -E '^ *(->  )?(Sort|Incremental Sort|Gather Merge)')
  idx=$(echo "$out" | grep -o -E 'Index (Only )?Scan( Backward)? using [a-z_]+' | head -1)
  printf '%-42s %9s ms  sorts:%s  %s\n' "$name" "$med" "$sorts" "$idx"
done < "${2:-bench/listsAtScale/statements.txt}"
