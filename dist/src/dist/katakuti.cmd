@echo off
rem Starts Katakuti: no arguments open the table; "katakuti --help" lists the commands.
rem Works from any folder; uses %JAVA_HOME%\bin\java.exe when JAVA_HOME is set, else java on the PATH.
setlocal
set "JAVA=java"
if not defined JAVA_HOME goto run
set "JAVA=%JAVA_HOME%\bin\java.exe"
if exist "%JAVA%" goto run
echo katakuti: JAVA_HOME is set, but it has no bin\java.exe 1>&2
exit /b 1

:run
"%JAVA%" %KATAKUTI_JAVA_OPTS% -jar "%~dp0katakuti.jar" %*
exit /b %ERRORLEVEL%
